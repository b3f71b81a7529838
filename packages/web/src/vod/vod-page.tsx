import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { useParams } from 'react-router'
import { NotFoundPage } from '../errors/not-found-page'
import { parseRouteId } from '../routes/paths'
import { useStores } from '../stores/store-context'
import { useVodSession } from '../stores/use-vod-session'
import { VodScreen } from './vod-screen'

/** One item's screen: its store made once, the item looked up when it shows, its timer stopped when it goes. */
const VodItemScreen = observer(
  ({ vodId, reservationIdentifier }: { readonly vodId: number; readonly reservationIdentifier: string | null }) => {
    const session = useVodSession()
    const stores = useStores()
    // §2 a logged-in customer's own number fills the phone field.
    const [store] = useState(() =>
      session.watch(vodId, reservationIdentifier, stores.loadedCustomerSession?.customer.customer?.mobileNumber ?? '', navigator),
    )
    useEffect(() => {
      void store.load()
      return () => store.dispose()
    }, [store])
    return <VodScreen store={store} />
  },
)

/** §2 /vod/{resId}/{vodId} and /vod/{vodId}: the VOD playback screen; a vodId that is not a number is not found. */
export const VodPage = () => {
  const params = useParams()
  const vodId = parseRouteId(params['vodId'])
  const reservationIdentifier = params['resId'] ?? null
  if (vodId === null) return <NotFoundPage />
  return <VodItemScreen key={`${reservationIdentifier ?? ''}/${vodId}`} vodId={vodId} reservationIdentifier={reservationIdentifier} />
}
