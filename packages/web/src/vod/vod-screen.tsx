import { kartisError } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef } from 'react'
import { Link } from 'react-router'
import '../checkout/checkout.css'
import '../customers/customers.css'
import { formatTime } from '../catalog/jerusalem-dates'
import { SMS_CODE_LENGTH } from '../customers/login-store'
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

/** §2 the phone field: the number that bought the item; a code is texted to it. */
const PhoneForm = observer(({ store }: { readonly store: VodStore }) => {
  const t = useT()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const message = store.mobileError
  return (
    <form
      className="login"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void store.sendCode().then((outcome) => {
          if (outcome !== 'sent') input.current?.focus()
        })
      }}
    >
      <p className="login__hint" id={`${id}-hint`}>
        {t('vod.phoneHint')}
      </p>
      <div className="checkout-field">
        <label htmlFor={id} className="checkout-field__label">
          {t('vod.phone')}
        </label>
        <input
          ref={input}
          id={id}
          className="checkout-field__input"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          dir="ltr"
          value={store.mobileNumber}
          required
          aria-required
          aria-invalid={message !== null}
          aria-describedby={message === null ? `${id}-hint` : `${id}-error ${id}-hint`}
          onChange={(event) => store.setMobileNumber(event.target.value)}
          onBlur={() => store.touch('mobileNumber')}
        />
        {message !== null && (
          <p className="checkout-field__error" id={`${id}-error`}>
            {validationText(t, message)}
          </p>
        )}
      </div>
      <VodError store={store} />
      <button type="submit" className="button login__submit" disabled={store.busy}>
        {store.busy ? t('vod.sending') : t('vod.sendCode')}
      </button>
      <BuyHint vodId={store.vodId} />
    </form>
  )
})

/** §2/§9 the one-time-code field (six digits, the phone's autofill), then one more code 20 s later when offered. */
const CodeForm = observer(({ store }: { readonly store: VodStore }) => {
  const t = useT()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const message = store.codeError
  useEffect(() => {
    input.current?.focus()
  }, [])
  const seconds = store.secondsToResend
  return (
    <form
      className="login"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void store.watch().then((outcome) => {
          if (outcome !== 'watching') input.current?.focus()
        })
      }}
    >
      <p className="login__hint" id={`${id}-sent`}>
        {t('vod.codeSentTo', { mobile: store.mobileNumber.trim() })}
      </p>
      <div className="checkout-field">
        <label htmlFor={id} className="checkout-field__label">
          {t('vod.oneTimeCode')}
        </label>
        <input
          ref={input}
          id={id}
          className="checkout-field__input login__code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={SMS_CODE_LENGTH}
          dir="ltr"
          value={store.smsCode}
          required
          aria-required
          aria-invalid={message !== null}
          aria-describedby={message === null ? `${id}-sent` : `${id}-error ${id}-sent`}
          onChange={(event) => store.setSmsCode(event.target.value)}
          onBlur={() => store.touch('smsCode')}
        />
        {message !== null && (
          <p className="checkout-field__error" id={`${id}-error`}>
            {validationText(t, message)}
          </p>
        )}
      </div>
      <VodError store={store} />
      <button type="submit" className="button login__submit" disabled={store.busy}>
        {store.busy ? t('vod.sending') : t('vod.watch')}
      </button>
      <div className="login__more">
        {store.canResend ? (
          <button type="button" className="button button--quiet" onClick={() => void store.resend()}>
            {t('vod.resend')}
          </button>
        ) : seconds !== null ? (
          <p className="login__hint">{t('vod.resendIn', { seconds })}</p>
        ) : (
          <p className="login__hint">{t('vod.noMoreCodes')}</p>
        )}
        <button type="button" className="button button--link" onClick={() => store.changeNumber()}>
          {t('vod.changeNumber')}
        </button>
      </div>
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
          {store.step === 'code' ? <CodeForm store={store} /> : <PhoneForm store={store} />}
        </section>
      )}
    </div>
  )
})
