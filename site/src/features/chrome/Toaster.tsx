// The page's one toaster: every island's toast() lands here through the shared store.
import { Toaster } from '../../components/ui/toaster'

export default function ToasterIsland() {
  return <Toaster />
}
