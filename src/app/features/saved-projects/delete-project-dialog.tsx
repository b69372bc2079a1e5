import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FormattedMessage } from 'react-intl'
import { usePlatform } from '#app/platform/platform-context'
import { deleteProjectMutation, type SavedProject } from '#app/queries/projects'
import { ConfirmDialog } from '#app/ui/confirm-dialog/confirm-dialog'

/**
 * Asks before deleting a saved project (it cannot be restored). The dialog stays until the list has been fetched
 * again, so the project is gone when it closes; a failure is shown inside it, where the customer can try again.
 */
export function DeleteProjectDialog({
  project,
  onClose,
  onDeleted,
}: {
  project: SavedProject | null
  onClose: () => void
  onDeleted: (project: SavedProject) => void
}) {
  const { clients } = usePlatform()
  const deletion = useMutation(deleteProjectMutation(clients.projects, useQueryClient()))
  const close = () => {
    deletion.reset()
    onClose()
  }
  return (
    <ConfirmDialog
      open={project !== null}
      variant="danger"
      title={<FormattedMessage id="savedProjects.deleteDialog.title" />}
      confirmLabel={<FormattedMessage id="savedProjects.deleteDialog.confirm" />}
      cancelLabel={<FormattedMessage id="savedProjects.deleteDialog.cancel" />}
      busy={deletion.isPending}
      error={deletion.isError ? <FormattedMessage id="savedProjects.deleteDialog.error" /> : undefined}
      onCancel={close}
      onConfirm={() => {
        if (!project) return
        deletion.mutate(project.id, {
          onSuccess: () => {
            deletion.reset()
            onDeleted(project)
          },
        })
      }}
    >
      {project ? (
        <p>
          <FormattedMessage id="savedProjects.deleteDialog.body" values={{ title: project.title }} />
        </p>
      ) : null}
    </ConfirmDialog>
  )
}
