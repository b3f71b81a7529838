import { MAX_VOUCHER_QUANTITY, checkWaiverAge, formatJerusalemDateTime, requireSelection, setVoucherQuantity } from '@kartis/core'
import type {
  Cart,
  Clock,
  KartisError,
  PresentationProduct,
  ValidationMessage,
  Voucher,
  VoucherPrice,
  VoucherSales,
  VoucherShop,
  VoucherSuperClass,
} from '@kartis/core'
import { makeAutoObservable, observable, observableRef, runInAction } from 'mobx'
import type { LoadState } from '../catalog/catalog-store'
import { holdsAnotherKind, type SalesOrder } from './sales-order'

/** What the voucher shop is made with. */
export interface VoucherShopStoreDeps {
  readonly order: SalesOrder
  readonly voucherSales: VoucherSales
  readonly clock: Clock
  /** §8 a refusal as a toast in the visitor's language. */
  readonly showError: (error: KartisError) => void
}

/**
 * §2/§5 the voucher order wizard's choices, over the core: the shop of every super class or one,
 * quantities of each voucher price (at most 10 a line, core setVoucherQuantity), the waiver's age
 * check for a voucher with an age range (core checkWaiverAge, on the jumper's date of birth),
 * the shop's products, and "at least one voucher" before going on (core requireSelection). The
 * cart is the order store's: choosing here first switches it to a voucher order (§4).
 */
export class VoucherShopStore {
  state: LoadState = { kind: 'idle' }
  shop: VoucherShop | null = null
  /** The super class the page asked for (`/vouchers/{id}`), null for the whole shop. */
  superClassId: number | null = null
  /** §5 the date of birth typed for each voucher with an age range (by systemVoucherId). */
  readonly birthDates = observable.map<number, string>()
  /** §5 the age check's message for each voucher whose date of birth did not pass. */
  readonly ageMessages = observable.map<number, ValidationMessage>()
  /** §5 why the visitor could not go on (nothing chosen). */
  selectionError: KartisError | null = null
  readonly #deps: VoucherShopStoreDeps
  #loading = 0

  constructor(deps: VoucherShopStoreDeps) {
    this.#deps = deps
    makeAutoObservable<this>(
      this,
      { shop: observableRef, selectionError: observableRef, birthDates: false, ageMessages: false },
      { autoBind: true },
    )
  }

  /** §2/§7 loads the shop (of one super class, or all); an unknown super class is NOT_FOUND. Loading what is shown does nothing. */
  async load(superClassId: number | null): Promise<void> {
    if (this.superClassId === superClassId && (this.state.kind === 'ready' || this.state.kind === 'loading')) return
    const ticket = ++this.#loading
    this.superClassId = superClassId
    this.state = { kind: 'loading' }
    const answer = await this.#deps.voucherSales.voucherShop(superClassId)
    if (ticket !== this.#loading) return
    runInAction(() => {
      if (answer._tag === 'Left') {
        this.shop = null
        this.state = { kind: 'failed', error: answer.left }
        return
      }
      this.shop = answer.right
      this.state = { kind: 'ready' }
    })
  }

  /** §2 the super class of a `/vouchers/{id}` page (null for the whole shop). */
  get superClass(): VoucherSuperClass | null {
    const id = this.superClassId
    return id === null ? null : (this.shop?.superClasses.find((candidate) => candidate.systemVoucherSuperClassId === id) ?? null)
  }

  /** §2 the vouchers shown, grouped by the super classes shown (in the shop's order). */
  get groups(): readonly { readonly superClass: VoucherSuperClass; readonly vouchers: readonly Voucher[] }[] {
    const shop = this.shop
    if (shop === null) return []
    const shown =
      this.superClassId === null ? shop.superClasses : shop.superClasses.filter((c) => c.systemVoucherSuperClassId === this.superClassId)
    return shown
      .map((superClass) => ({
        superClass,
        vouchers: shop.vouchers.filter((voucher) => voucher.systemVoucherSuperClassId === superClass.systemVoucherSuperClassId),
      }))
      .filter((group) => group.vouchers.length > 0)
  }

  /** §3 the shop's additional products. */
  get products(): readonly PresentationProduct[] {
    return this.shop?.products ?? []
  }

  /** §4 the cart holds an order of another kind, which choosing here would empty. */
  get replacesAnotherOrder(): boolean {
    return holdsAnotherKind(this.#deps.order.cart, 'vouchers')
  }

  /** §3 the quantity chosen of a voucher price (0 while the cart is of another kind). */
  quantity(voucher: Voucher, price: VoucherPrice): number {
    const cart = this.#deps.order.cart
    if (cart.kind !== 'vouchers') return 0
    return (
      cart.vouchers.find(
        (item) => item.systemVoucherId === voucher.systemVoucherId && item.systemVoucherPriceId === price.systemVoucherPriceId,
      )?.quantity ?? 0
    )
  }

  /** §5 the most of one line (10). */
  get maxQuantity(): number {
    return MAX_VOUCHER_QUANTITY
  }

  /** §5 the date of birth typed for an age-limited voucher; a new one is checked again when a quantity is next chosen. */
  setBirthDate(voucher: Voucher, value: string): void {
    this.birthDates.set(voucher.systemVoucherId, value)
    this.ageMessages.delete(voucher.systemVoucherId)
  }

  /**
   * §3/§5 sets a voucher price's quantity: the cart becomes a voucher order (§4), an age-limited
   * voucher needs a date of birth that suits it (on the voucher's date, else today), carried on its
   * line (the box office checks it again and keeps it), and more than 10 is refused (a toast).
   * Returns whether the cart changed.
   */
  setQuantity(voucher: Voucher, price: VoucherPrice, quantity: number): boolean {
    // §5 the waiver's jumper goes with the line, for the box office to check the age again and keep.
    const birth = voucher.ageRange === null ? '' : (this.birthDates.get(voucher.systemVoucherId) ?? '').slice(0, 10)
    if (quantity > 0 && voucher.ageRange !== null) {
      const at = voucher.dates[0] ?? formatJerusalemDateTime(this.#deps.clock.now())
      const checked = checkWaiverAge(voucher.ageRange, birth, at)
      if (checked._tag === 'Left') {
        this.ageMessages.set(voucher.systemVoucherId, checked.left)
        return false
      }
      this.ageMessages.delete(voucher.systemVoucherId)
    }
    const order = this.#deps.order
    const next = setVoucherQuantity(
      order.cart.kind === 'vouchers' ? order.cart : { ...order.cart, kind: 'vouchers', vouchers: [] },
      {
        systemVoucherId: voucher.systemVoucherId,
        systemVoucherPriceId: price.systemVoucherPriceId,
        price: price.price,
        date: voucher.dates[0] ?? null,
        redemptionData: price.redemptionData?.reference ?? null,
        ...(birth === '' ? {} : { jumperDateOfBirth: birth }),
      },
      quantity,
    )
    if (next._tag === 'Left') {
      this.#deps.showError(next.left)
      return false
    }
    this.#apply((cart) => ({ ...cart, vouchers: next.right.vouchers }))
    return true
  }

  /** §3 the quantity of one of the shop's products. */
  productQuantity(product: PresentationProduct): number {
    return this.#deps.order.cart.kind === 'vouchers' ? this.#deps.order.productQuantity(product.id) : 0
  }

  /** §3 sets a product's quantity in the voucher order. */
  setProductQuantity(product: PresentationProduct, quantity: number): void {
    this.#deps.order.switchKind('vouchers')
    this.#deps.order.setProductQuantity(product, quantity)
  }

  /** §5 going on from choosing vouchers needs at least one (SELECTION_REQUIRED, shown on the page). */
  mayContinue(): boolean {
    const cart = this.#deps.order.cart
    const checked = requireSelection(cart.kind === 'vouchers' ? cart : { ...cart, kind: 'vouchers', vouchers: [] })
    this.selectionError = checked._tag === 'Left' ? checked.left : null
    return this.selectionError === null
  }

  /** §4 switches to a voucher order (once) and applies a change with the shop's service charge. */
  #apply(change: (cart: Cart) => Cart): void {
    const order = this.#deps.order
    order.switchKind('vouchers')
    const charge = this.shop?.serviceCharge ?? null
    order.updateCart((cart) => ({ ...change(cart), globalServiceCharge: charge }))
    this.selectionError = null
  }
}
