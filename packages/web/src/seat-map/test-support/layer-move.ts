/** The transform the map's picture layer is moved by (its animation's first keyframe), or '' when it is not moved. */
export const layerMoveOf = (root: ParentNode): string => {
  const [motion] = root.querySelector('.seat-map__layer')?.getAnimations() ?? []
  const frame = motion?.effect instanceof KeyframeEffect ? motion.effect.getKeyframes()[0] : undefined
  return typeof frame?.['transform'] === 'string' ? frame['transform'] : ''
}
