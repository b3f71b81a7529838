import { kartisError } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef } from 'react'
import { Link } from 'react-router'
import '../checkout/checkout.css'
import '../customers/customers.css'
import { formatTime } from '../catalog/jerusalem-dates'
import { CodeField, FormField, ResendRow } from '../customers/form-field'
import { useErrorMessage, validationText } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import { PATHS, orderPath } from '../routes/paths'
import { useLangTo } from '../shell/lang-link'
import { PageStatus } from '../shell/page-status'
import type { VodStore } from './vod-store'
import './vod.css'

const VodError = observer(({ store }: { readonly store: VodStore }) => {
  const errorText = useErrorMessage()
  return store.error === null ? null : (
    <p className="login__error" role="alert">
      {errorText(store.error)}
    </p>
  )
})

/** §2 not bought yet: the way to buy the item (the ordinary order flow sells its viewings). */
const BuyHint = ({ vodId }: { readonly vodId: number }) => {
  const t = useT()
  const to = useLangTo()
  return (
    <p className="login__hint">
      {t('vod.notBought')} <Link to={to(orderPath(vodId))}>{t('vod.buy')}</Link>
    </p>
  )
}

/**
 * §2/§9 the VOD screen's form: first the phone field (the number that bought the item, §5 an
 * Israeli mobile), then the one-time-code field (six digits, the phone's autofill) with one more
 * code 20 s later when offered and the way back to change the number.
 */
const VodForm = observer(({ store }: { readonly store: VodStore }) => {
  const t = useT()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const isCode = store.step === 'code'
  useEffect(() => {
    if (isCode) input.current?.focus()
  }, [isCode])
  const submit = async (): Promise<void> => {
    const outcome = isCode ? await store.watch() : await store.sendCode()
    if (outcome === 'invalid' || outcome === 'refused') input.current?.focus()
  }
  const message = store.mobileError
  const seconds = store.secondsToResend
  return (
    <form
      className="login"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <p className="login__hint" id={`${id}-hint`}>
        {isCode ? t('vod.codeSentTo', { mobile: store.mobileNumber.trim() }) : t('vod.phoneHint')}
      </p>
      {isCode ? (
        <CodeField entry={store} id={id} label={t('vod.oneTimeCode')} hintId={`${id}-hint`} inputRef={input} />
      ) : (
        <FormField
          id={id}
          label={t('vod.phone')}
          message={message === null ? null : validationText(t, message)}
          hintId={`${id}-hint`}
          inputRef={input}
          input={{
            type: 'tel',
            inputMode: 'tel',
            autoComplete: 'tel-national',
            dir: 'ltr',
            value: store.mobileNumber,
            onChange: (event) => store.setMobileNumber(event.target.value),
            onBlur: () => store.touch('mobileNumber'),
          }}
        />
      )}
      <VodError store={store} />
      <button type="submit" className="button login__submit" disabled={store.busy}>
        {store.busy ? t('vod.sending') : t(isCode ? 'vod.watch' : 'vod.sendCode')}
      </button>
      {isCode ? (
        <ResendRow
          canResend={store.canResend}
          texts={{
            resend: t('vod.resend'),
            wait: seconds === null ? null : t('vod.resendIn', { seconds }),
            noMore: t('vod.noMoreCodes'),
            back: t('vod.changeNumber'),
          }}
          onResend={() => void store.resend()}
          onBack={() => store.changeNumber()}
        />
      ) : (
        <BuyHint vodId={store.vodId} />
      )}
    </form>
  )
})

/** §2 the player: a real video element with the grant's media and Hebrew captions; §8 VOD_LOAD_ERROR when it cannot load. */
const Player = observer(({ store, name }: { readonly store: VodStore; readonly name: string }) => {
  const t = useT()
  const errorText = useErrorMessage()
  const media = store.media
  const grant = store.grant
  if (media === null || grant === null) return null
  return (
    <section className="vod-player" aria-label={t('vod.player', { name })}>
      {store.playbackFailed ? (
        <div className="vod-player__failed" role="alert">
          <p>{errorText(kartisError('VOD_LOAD_ERROR'))}</p>
          <button type="button" className="button" onClick={() => void store.retryPlayback()}>
            {t('vod.retry')}
          </button>
        </div>
      ) : (
        <video
          key={store.playback}
          className="vod-player__video"
          src={media.video}
          controls
          playsInline
          preload="metadata"
          aria-label={t('vod.player', { name })}
          onError={() => store.failPlayback()}
        >
          <track kind="captions" src={media.captions} srcLang="he" label="עברית" default />
        </video>
      )}
      <p className="vod-player__note">{t('vod.availableUntil', { time: formatTime(grant.expiresAt) })}</p>
    </section>
  )
})

/**
 * §2 /vod/{resId?}/{vodId}: the VOD playback screen — the item's name, then the phone field, the
 * one-time-code field and the player in turn; §8 iPhone, iPad and Safari are told to use Chrome.
 */
export const VodScreen = observer(({ store }: { readonly store: VodStore }) => {
  const t = useT()
  const to = useLangTo()
  const errorText = useErrorMessage()
  const item = store.item
  if (item.kind === 'loading') return <PageStatus kind="loading" message={t('status.loading')} />
  if (item.kind === 'notFound')
    return (
      <div className="vod">
        <h1>{t('vod.title')}</h1>
        <PageStatus
          kind="empty"
          message={t('vod.notFound')}
          action={
            <Link className="button" to={to(PATHS.home)}>
              {t('vod.toWhatsOn')}
            </Link>
          }
        />
      </div>
    )
  const name = item.featureName === '' ? t('vod.title') : item.featureName
  return (
    <div className="vod">
      <h1>{name}</h1>
      {store.unsupported ? (
        <p className="vod__unsupported" role="alert">
          {errorText(kartisError('VOD_UNSUPPORTED_BROWSER'))}
        </p>
      ) : store.step === 'watching' ? (
        <Player store={store} name={name} />
      ) : (
        <section className="area-login vod__panel" aria-labelledby="vod-panel-title">
          <h2 id="vod-panel-title" className="area-login__title">
            {t('vod.verifyTitle')}
          </h2>
          <VodForm store={store} />
        </section>
      )}
    </div>
  )
})
