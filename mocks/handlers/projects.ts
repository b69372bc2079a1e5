import type { operations } from '../../src/generated/projects'
import { operationIndex } from '../../src/generated/projects.operations'
import type { MockContext } from '../context'
import { catalogueArticle } from '../db/collections/orders'
import { serviceOperations } from './operation'

const { operation } = serviceOperations<operations>('projects', operationIndex)

/** Where a saved project opens (the editor is not part of the account area). */
const editorUrl = 'https://editor.photo-shop.example/projects'

/** The saved project service: the customer's projects, paged, and deletion. */
export function projectsHandlers(ctx: MockContext) {
  return [
    operation(ctx, 'listProjects', ({ user, path, query, reply }) => {
      if (path.accountId !== user.accountId) {
        return reply(403, { message: 'The account is not the signed-in customer’s' })
      }
      const skip = query.skip ?? 0
      const limit = query.limit ?? 10
      const projects = ctx.db.savedProjects.findMany((q) => q.where({ ownerSub: user.sub }), {
        orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }],
      })
      return reply(200, {
        projects: projects.slice(skip, skip + limit).map((project) => ({
          id: project.id,
          title: project.title,
          articleName: project.articleName,
          articleType: project.articleType,
          ...catalogueArticle(project.articleName),
          createdAt: project.createdAt,
          updatedAt: project.updatedAt,
          editorUrl: `${editorUrl}/${project.id}`,
        })),
        totalProjectCount: projects.length,
      })
    }),

    operation(ctx, 'deleteProject', ({ user, path, reply }) => {
      const project = ctx.db.savedProjects.findFirst((q) => q.where({ ownerSub: user.sub, id: path.id }))
      if (!project) return reply(404, { message: 'Project not found' })
      ctx.db.savedProjects.delete(project)
      ctx.db.changed()
      return reply(204)
    }),
  ]
}
