import { observer } from 'mobx-react-lite'
import { useParams } from 'react-router'
import { EdocumentPageBody } from '../edocument/edocument-page-body'
import { useStores } from '../stores/store-context'
import { useOrderSession } from '../stores/use-order-session'

/** §2 /edocument/{documentKey}: the e-ticket its signed key opens. */
export const EdocumentPage = observer(() => {
  const { ui } = useStores()
  const { checkout } = useOrderSession()
  const documentKey = useParams()['documentKey'] ?? ''
  return <EdocumentPageBody documentKey={documentKey} store={checkout.edocument} locale={ui.locale} />
})
