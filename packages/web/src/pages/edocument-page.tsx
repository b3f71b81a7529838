import { observer } from 'mobx-react-lite'
import { use } from 'react'
import { useParams } from 'react-router'
import { EdocumentPageBody } from '../edocument/edocument-page-body'
import { useEnvironment } from '../shell/environment'
import { useStores } from '../stores/store-context'

/** §2 /edocument/{documentKey}: the e-ticket its signed key opens. */
export const EdocumentPage = observer(() => {
  const stores = useStores()
  const { ui, venue } = stores
  const { clock } = useEnvironment()
  // Suspends while the store's chunk loads (the shell shows it as loading), never once it has.
  const store = use(stores.edocumentStore())
  const documentKey = useParams()['documentKey'] ?? ''
  return (
    <EdocumentPageBody
      documentKey={documentKey}
      store={store}
      locale={ui.locale}
      // §9 the grace of the venue the page is served as (its host or /v/{slug}).
      graceMinutes={venue.settings.eDocumentGraceMinutes}
      now={() => clock.now()}
    />
  )
})
