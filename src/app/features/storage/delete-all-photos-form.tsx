import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { type DeleteAllValues, deleteAllSchema } from './delete-all-schema'
import type { useDeleteAllPhotos } from './use-delete-all-photos'

interface DeleteAllPhotosFormProps {
  deletion: ReturnType<typeof useDeleteAllPhotos>
  onCancel: () => void
  onDeleted: () => void
}

/**
 * Delete all photos: the user types the localised confirmation word, checked on submit only (spec §5). A failed
 * deletion shows its alert here and keeps what was typed.
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
    formState: { errors },
  } = useForm<DeleteAllValues>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { confirmation: '' },
  })
  useEffect(() => setFocus('confirmation'), [setFocus])
  const fieldId = useId()
  const errorId = `${fieldId}-error`
  const fieldError = errors.confirmation?.message

  return (
    <form
      className="storage-dialog__body"
      noValidate
      onSubmit={handleSubmit(() => deletion.mutate(undefined, { onSuccess: onDeleted }))}
    >
      <p>
        <FormattedMessage id="storage.deleteAll.warning" />
      </p>
      <div className="storage-field">
        <label htmlFor={fieldId} className="storage-field__label">
          <FormattedMessage id="storage.deleteAll.label" values={{ word: <strong>{word}</strong> }} />
        </label>
        <input
          id={fieldId}
          className="storage-field__input"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          {...register('confirmation')}
        />
        {fieldError ? (
          <p id={errorId} className="storage-field__error">
            {fieldError}
          </p>
        ) : null}
      </div>
      {deletion.isError ? (
        <p className="storage-alert" role="alert">
          <FormattedMessage id="photos.deleteError.many" />
        </p>
      ) : null}
      <div className="storage-dialog__actions">
        <button
          type="submit"
          className="button storage-button--danger"
          disabled={deletion.isPending}
          aria-busy={deletion.isPending || undefined}
        >
          <FormattedMessage
            id={deletion.isPending ? 'storage.deleteAll.deleting' : 'storage.delete.button'}
          />
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={deletion.isPending}
          onClick={onCancel}
        >
          <FormattedMessage id="photos.cancel" />
        </button>
      </div>
    </form>
  )
}
