import type { operations } from '../../src/generated/content'
import { operationIndex } from '../../src/generated/content.operations'
import type { MockContext } from '../context'
import { serviceOperations } from './operation'

const { operation } = serviceOperations<operations>('content', operationIndex)

/** The content service (cut-off): article groups and seasonal campaigns, the same for every customer. */
export function contentHandlers(ctx: MockContext) {
  return [
    operation(ctx, 'listArticleGroups', ({ reply }) =>
      reply(
        200,
        ctx.db.articleGroups.all().map(({ id, name, articleTypes, productionDays }) => ({
          id,
          name,
          articleTypes: [...articleTypes],
          productionDays,
        })),
      ),
    ),
    operation(ctx, 'getCampaign', ({ path, reply }) => {
      const name = path.name.toLowerCase()
      const campaign = ctx.db.campaigns.findFirst((q) => q.where({ name }))
      if (!campaign) return reply(404, { message: `No campaign named ${path.name}` })
      const now = ctx.clock.now()
      return reply(200, {
        ...campaign,
        cutoffs: campaign.cutoffs.map((cutoff) => ({ ...cutoff })),
        isActive: Date.parse(campaign.startsAt) <= now && now < Date.parse(campaign.endsAt),
      })
    }),
  ]
}
