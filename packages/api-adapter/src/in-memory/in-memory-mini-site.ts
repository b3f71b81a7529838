import { kartisError, type MiniSite, type MiniSiteListing, type MiniSiteValidation, type Result } from '@kartis/core'
import * as E from 'fp-ts/Either'
import type { InMemoryBoxOffice } from './box-office'
import type { DemoMiniSite } from './dataset'
import { listedPresentation } from './listed-presentation'
import { presentationsMatching } from './presentation-filter'

/** §1/§7 mini-site mode in memory. */
export class InMemoryMiniSite implements MiniSite {
  constructor(private readonly office: InMemoryBoxOffice) {}

  /** §7 GET /mini-site/{url}: its address and the presentations it sells; NOT_FOUND for an unknown one. */
  miniSite(url: string): Promise<Result<MiniSiteListing>> {
    return Promise.resolve(
      E.map((site: DemoMiniSite): MiniSiteListing => ({
        url: site.url,
        name: site.name,
        byReference: site.byReference === true,
        presentations: presentationsMatching(this.office, { miniSiteUrl: site.url }).map(listedPresentation),
      }))(this.site(url)),
    )
  }

  /** §7 GET /mini-site/validate/{url}: REFERENCE_NOT_ELIGIBLE when the mini-site lists eligible references and reference1 is not one. */
  validate(url: string, validation: MiniSiteValidation): Promise<Result<void>> {
    return Promise.resolve(
      E.chain((site: DemoMiniSite): Result<void> =>
        site.eligibleReferences.length === 0 ||
        (validation.reference1 !== undefined && site.eligibleReferences.includes(validation.reference1.trim()))
          ? E.right(undefined)
          : E.left(kartisError('REFERENCE_NOT_ELIGIBLE', { url })),
      )(this.site(url)),
    )
  }

  private site(url: string): Result<DemoMiniSite> {
    const site = this.office.dataset.miniSites.find((candidate) => candidate.url === url)
    return site === undefined ? E.left(kartisError('NOT_FOUND', { miniSiteUrl: url })) : E.right(site)
  }
}
