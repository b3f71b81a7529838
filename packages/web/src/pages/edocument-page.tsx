import { observer } from 'mobx-react-lite'
import { useParams } from 'react-router'
import { EdocumentPageBody } from '../edocument/edocument-page-body'
import { useEnvironment } from '../shell/environment'
import { useStores } from '../stores/store-context'
import { useOrderSession } from '../stores/use-order-session'

/** §2 /edocument/{documentKey}: the e-ticket its signed key opens. */
export const EdocumentPage = observer(() => {
  const { ui, venue } = useStores()
  const { clock } = useEnvironment()
  const { checkout } = useOrderSession()
  const documentKey = useParams()['documentKey'] ?? ''
  return (
    <EdocumentPageBody
      documentKey={documentKey}
      store={checkout.edocument}
      locale={ui.locale}
      // §9 the grace of the venue the page is served as (its host or /v/{slug}).
      graceMinutes={venue.settings.eDocumentGraceMinutes}
      now={() => clock.now()}
    />
  )
})
