import { configure } from 'mobx'

/** MobX strict mode (development and tests): state changes only inside actions; reactions must observe something. */
export const configureMobxStrict = (): void => {
  configure({ enforceActions: 'always', reactionRequiresObservable: true, computedRequiresReaction: true })
}
