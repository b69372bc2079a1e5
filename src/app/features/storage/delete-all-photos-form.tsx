import { useEffect, useId, useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { useDeleteAllPhotos } from '#app/queries/photos/delete-photos'
import { Button } from '#app/ui/button'
import { ErrorSummary, problemsOf } from '#app/ui/form/error-summary'
import { TextField } from '#app/ui/form/text-field'
import { useCheckedForm } from '#app/ui/form/use-checked-form'
import { type DeleteAllValues, deleteAllSchema } from './delete-all-schema'

interface DeleteAllPhotosFormProps {
  deletion: ReturnType<typeof useDeleteAllPhotos>
  onCancel: () => void
  onDeleted: () => void
}

/**
 * Delete all photos: the user types the localised confirmation word, checked on submit only
 * (docs/requirements/storage-period.md#storage-period-delete-all). A failed deletion shows its alert here and keeps
 * what was typed.
 */
export function DeleteAllPhotosForm({ deletion, onCancel, onDeleted }: DeleteAllPhotosFormProps) {
  const intl = useIntl()
  const word = intl.formatMessage({ id: 'storage.deleteAll.word' })
  const schema = useMemo(
    () => deleteAllSchema(word, intl.formatMessage({ id: 'storage.deleteAll.mismatch' }, { word })),
    [word, intl],
  )
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, submitCount },
  } = useCheckedForm<DeleteAllValues>(schema, {
    defaultValues: { confirmation: '' },
  })
  useEffect(() => setFocus('confirmation'), [setFocus])
  const fieldId = useId()
  const fieldError = errors.confirmation?.message

  return (
    <form
      className="storage-dialog__body"
      noValidate
      onSubmit={handleSubmit(() => deletion.mutate(undefined, { onSuccess: onDeleted }))}
    >
      <ErrorSummary problems={problemsOf(errors, { confirmation: fieldId })} submitCount={submitCount} />
      <p>
        <FormattedMessage id="storage.deleteAll.warning" />
      </p>
      <TextField
        id={fieldId}
        label={<FormattedMessage id="storage.deleteAll.label" values={{ word: <strong>{word}</strong> }} />}
        error={fieldError}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        {...register('confirmation')}
      />
      {deletion.isError ? (
        <p className="storage-alert" role="alert">
          <FormattedMessage id="photos.deleteError.many" />
        </p>
      ) : null}
      <div className="storage-dialog__actions">
        <Button type="submit" variant="danger" busy={deletion.isPending}>
          <FormattedMessage
            id={deletion.isPending ? 'storage.deleteAll.deleting' : 'storage.delete.button'}
          />
        </Button>
        <Button variant="secondary" disabled={deletion.isPending} onClick={onCancel}>
          <FormattedMessage id="photos.cancel" />
        </Button>
      </div>
    </form>
  )
}
