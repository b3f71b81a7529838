import { observer } from 'mobx-react-lite'
import { useT } from '../i18n/translate'
import { useOrderSession } from '../stores/use-order-session'

/** §4 seconds as m:ss (or h:mm:ss), the way a countdown reads. */
export const formatCountdown = (seconds: number): string => {
  const whole = Math.max(0, Math.floor(seconds))
  const hours = Math.floor(whole / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  const rest = String(whole % 60).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`
}

/** §4 the order's countdown, always visible while ordering (checkout shows it too); nothing when the presentation has none. */
export const CountdownTimer = observer(() => {
  const { order } = useOrderSession()
  const t = useT()
  const seconds = order.remainingSeconds
  if (seconds === null) return null
  return (
    <div className={`countdown${seconds <= 60 ? ' countdown--ending' : ''}`} role="timer" aria-label={t('orderFlow.timer')}>
      <span className="countdown__label">{t('orderFlow.timer')}</span>
      <bdi className="countdown__time" dir="ltr">
        {formatCountdown(seconds)}
      </bdi>
    </div>
  )
})
