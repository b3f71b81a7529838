import { use } from 'react'
import { useTranslation } from 'react-i18next'
import { useStores } from '../../stores/store-context'
import { loadCustomerTexts } from './customer-texts'

/**
 * §1 the customer area's texts in the interface language; suspends while they load (the shell
 * shows the page as loading). Hebrew is there at once, so a Hebrew page never waits.
 */
export const useCustomerTexts = (): void => {
  const { i18n: instance } = useTranslation()
  const { ui } = useStores()
  use(loadCustomerTexts(instance, ui.locale))
}
