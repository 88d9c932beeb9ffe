// What the clicks room needs of the links it counts, handed to its counting by the composition.
import type { ClickedLinks } from '../../clicks'
import { committedLinkTotals } from './click-totals'
import { linkFoldTarget, takeCappedLinkClick } from './click-writes'

export const clickedLinks: ClickedLinks = { fold: linkFoldTarget, takeCapped: takeCappedLinkClick, totals: committedLinkTotals }
