import { useT } from '../i18n/translate'
import type { Pair } from './reference-labels'

/**
 * Issue 13 an agent's name beside its code (Reference1), as `references.agentOf` writes it in every
 * locale, each part isolated so that a Hebrew name and a Latin code keep their parentheses in either direction.
 */
export const AgentName = ({ pair }: { readonly pair: Pick<Pair, 'reference1' | 'agentName'> }) => {
  const t = useT()
  return (
    <>
      <bdi>{pair.agentName ?? t('references.unknownAgent')}</bdi> (<bdi dir="ltr">{pair.reference1}</bdi>)
    </>
  )
}
