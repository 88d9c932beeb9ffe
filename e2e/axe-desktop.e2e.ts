// axe on every page and dialog at desktop size, in both themes (the tour: e2e/axe-tour.ts).
import { axeEverywhere } from './axe-tour'

axeEverywhere('desktop')
