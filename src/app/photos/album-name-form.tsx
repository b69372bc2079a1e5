import { useId } from 'react'
import { useWatch } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button } from '#app/ui/button'
import { ErrorState } from '#app/ui/error-state'
import { CharacterCountAnnouncement } from '#app/ui/form/character-count'
import { TextField } from '#app/ui/form/text-field'
import { useCheckedForm } from '#app/ui/form/use-checked-form'
import {
  type AlbumNameForm as AlbumNameValues,
  albumNameFormSchema,
  albumNameLength,
  albumNameMaxLength,
  sentAlbumName,
} from './album-name'

interface AlbumNameFormProps {
  defaultName?: string
  /** The submit button's message id ('Create album', 'Save'). */
  submitLabelId: string
  /** The message id shown when saving fails; the form stays as it is. */
  failureId: string
  saving: boolean
  failed: boolean
  onSubmit: (name: string) => void
}

/**
 * The album name field of the create and rename modals: the rule of album-name.ts, checked on submit only (never
 * on blur or change, docs/requirements/albums.md#albums-name-rule), the service's limit shown as the customer types
 * ('12 of 255 characters', counted on the name as it will be sent), the name sent without trailing whitespace, and the
 * save failure inside the form.
 */
export function AlbumNameForm({
  defaultName = '',
  submitLabelId,
  failureId,
  saving,
  failed,
  onSubmit,
}: AlbumNameFormProps) {
  const intl = useIntl()
  const inputId = useId()
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useCheckedForm<AlbumNameValues, AlbumNameValues>(albumNameFormSchema, {
    // No error summary here: the field itself takes the focus on a failed send.
    shouldFocusError: true,
    defaultValues: { name: defaultName },
  })
  const problem = errors.name?.message
  const field = register('name')
  const count = albumNameLength(sentAlbumName(useWatch({ control, name: 'name' }) ?? ''))
  const length = <FormattedMessage id="albums.name.length" values={{ count, max: albumNameMaxLength }} />
  return (
    <form className="album-name-form" noValidate onSubmit={handleSubmit(({ name }) => onSubmit(name))}>
      <TextField
        id={inputId}
        label={<FormattedMessage id="albums.name.label" />}
        hint={length}
        error={problem ? <FormattedMessage id={problem} values={{ max: albumNameMaxLength }} /> : undefined}
        autoComplete="off"
        placeholder={intl.formatMessage({ id: 'albums.name.placeholder' })}
        {...field}
        ref={(input) => {
          field.ref(input)
          // The attribute, not React's autoFocus: the dialog's showModal() then focuses the field, not the close button.
          input?.setAttribute('autofocus', '')
        }}
      />
      <CharacterCountAnnouncement count={count} max={albumNameMaxLength}>
        {length}
      </CharacterCountAnnouncement>
      {failed ? <ErrorState message={<FormattedMessage id={failureId} />} /> : null}
      <Button type="submit" className="album-name-form__submit" disabled={saving}>
        <FormattedMessage id={submitLabelId} />
      </Button>
    </form>
  )
}
