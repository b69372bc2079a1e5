import { useEffect, useRef } from 'react'
import { FormattedMessage } from 'react-intl'
import { useLocation, useNavigate } from 'react-router'
import { isApiError } from '#app/api/api-error'
import { type SavedProject, useDeleteProject } from '#app/queries/projects'
import { ConfirmDialog } from '#app/ui/confirm-dialog/confirm-dialog'
import { showFailureWithWayBack } from '#app/ui/toast/failure-with-way-back'
import { useToasts } from '#app/ui/toast/toast-provider'

/**
 * Asks before deleting a saved project (it cannot be restored). The dialog stays until the list has been fetched
 * again, so the project is gone when it closes; a failure is shown inside it, where the customer can try again. A
 * failure that comes after the customer has left the page is a toast wherever they are, with the way back.
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
  const toasts = useToasts()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const shown = useRef(true)
  useEffect(() => {
    shown.current = true
    return () => {
      shown.current = false
    }
  }, [])
  const deleting = useRef<SavedProject | null>(null)
  const deletion = useDeleteProject({
    // The mutation's own callback, not mutate()'s: it runs after this dialog has gone with its page.
    onError: (error) => {
      if (shown.current || !deleting.current) return
      showFailureWithWayBack(toasts, {
        messageId: 'savedProjects.deleteFailedElsewhere',
        title: deleting.current.title,
        correlationId: isApiError(error) ? error.correlationId : undefined,
        address: `${pathname}${search}`,
        navigate,
      })
    },
  })
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
        deleting.current = project
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
