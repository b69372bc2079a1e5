import { useCallback, useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import {
  type GalleryEntry,
  useGalleryCategories,
  useGalleryEntry,
  useGalleryEntryChanges,
} from '#app/queries/widget-gallery'
import type { Widget } from '#app/queries/widgets/widget-keys'
import { Button } from '#app/ui/button'
import { ErrorState } from '#app/ui/error-state'
import { PageLoading } from '#app/ui/page-loading'
import { useNotificationReset } from '#app/ui/toast/notification-reset'
import { ActionFailure } from './action-failure'
import { readableCategoryName } from './category-name'
import { requestStateOf } from './request-state'

/**
 * A category's name in the customer's language where the catalogue knows it, else a readable form of the name the
 * service sends ('RoadTrips' → 'Road Trips'); the service's own name is what is sent back.
 */
function useCategoryName() {
  const intl = useIntl()
  return (name: string) => {
    const id = `widgetShare.category.${name}`
    return id in intl.messages ? intl.formatMessage({ id }) : readableCategoryName(name)
  }
}

/** At most this many categories per entry (openapi/widget-gallery.yaml, Categories). */
export const maxCategories = 5

/**
 * The widget's entry in the storefront's gallery (its channel): publish it under categories chosen by name, change
 * them, or take it out. Only a shared widget can be in a gallery. Each of the three actions has its own request
 * state.
 */
export function GallerySection({ widget, channelId }: { widget: Widget; channelId: string }) {
  const entry = useGalleryEntry(widget.productCode, channelId, { enabled: widget.isShared })
  const categories = useGalleryCategories({ enabled: widget.isShared })
  if (!widget.isShared) {
    return (
      <p className="widget-share__note">
        <FormattedMessage id="widgetShare.gallery.notShared" />
      </p>
    )
  }
  if (entry.isError || categories.isError) {
    return (
      <ErrorState
        message={<FormattedMessage id="error.default" />}
        onRetry={() => {
          if (entry.isError) void entry.refetch()
          if (categories.isError) void categories.refetch()
        }}
      />
    )
  }
  if (entry.isPending || categories.isPending) return <PageLoading />
  return <GalleryForm widget={widget} channelId={channelId} entry={entry.data} categories={categories.data} />
}

function GalleryForm({
  widget,
  channelId,
  entry,
  categories,
}: {
  widget: Widget
  channelId: string
  entry: GalleryEntry | null
  categories: string[]
}) {
  const intl = useIntl()
  const { create, update, remove } = useGalleryEntryChanges(widget.productCode, channelId)
  const categoryName = useCategoryName()
  const [chosen, setChosen] = useState<string[]>(entry?.categories ?? [])
  const [problem, setProblem] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const clearDone = useCallback(() => setDone(null), [])
  const doneMessage = useNotificationReset(done !== null, clearDone)
  const legendId = useId()
  const problemId = useId()
  const toggle = (name: string, on: boolean) => {
    setDone(null)
    setChosen((current) =>
      on
        ? categories.filter((each) => each === name || current.includes(each))
        : current.filter((each) => each !== name),
    )
  }
  const save = () => {
    setDone(null)
    if (chosen.length === 0) return setProblem('widgetShare.gallery.chooseOne')
    if (chosen.length > maxCategories) return setProblem('widgetShare.gallery.tooMany')
    setProblem(null)
    const mutation = entry ? update : create
    mutation.mutate(chosen, {
      onSuccess: () => setDone(entry ? 'widgetShare.gallery.saved' : 'widgetShare.gallery.published'),
    })
  }
  const busy = create.isPending || update.isPending || remove.isPending
  return (
    <div className="gallery">
      <p className="gallery__state" role="status">
        {entry ? (
          <FormattedMessage
            id="widgetShare.gallery.inGallery"
            values={{
              categories: intl.formatList(entry.categories.map(categoryName), { type: 'conjunction' }),
            }}
          />
        ) : (
          <FormattedMessage id="widgetShare.gallery.notInGallery" />
        )}
      </p>
      <fieldset
        className={`gallery__categories${problem ? ' field--invalid' : ''}`}
        aria-describedby={problem ? problemId : undefined}
      >
        <legend id={legendId} className="field__label">
          <FormattedMessage id="widgetShare.gallery.categories" values={{ max: maxCategories }} />
        </legend>
        {problem ? (
          <p id={problemId} className="field__error">
            <FormattedMessage id={problem} values={{ max: maxCategories }} />
          </p>
        ) : null}
        <div className="gallery__options">
          {categories.map((name) => (
            <label key={name} className="gallery__option">
              <input
                type="checkbox"
                checked={chosen.includes(name)}
                onChange={(event) => toggle(name, event.currentTarget.checked)}
              />
              {categoryName(name)}
            </label>
          ))}
        </div>
      </fieldset>
      <ActionFailure state={requestStateOf(create)} messageId="widgetShare.gallery.saveFailed" />
      <ActionFailure state={requestStateOf(update)} messageId="widgetShare.gallery.saveFailed" />
      <ActionFailure state={requestStateOf(remove)} messageId="widgetShare.gallery.removeFailed" />
      <div className="gallery__actions">
        <Button busy={create.isPending || update.isPending} disabled={busy} onClick={save}>
          <FormattedMessage id={entry ? 'widgetShare.gallery.save' : 'widgetShare.gallery.publish'} />
        </Button>
        {entry ? (
          <Button
            variant="secondary"
            busy={remove.isPending}
            disabled={busy}
            onClick={() => {
              setDone(null)
              remove.mutate(undefined, { onSuccess: () => setDone('widgetShare.gallery.removed') })
            }}
          >
            <FormattedMessage id="widgetShare.gallery.remove" />
          </Button>
        ) : null}
      </div>
      {/* Below the actions and always present: what was done is announced, and nothing above the buttons moves
          under a second press (a double-click on Remove would otherwise land on a category). */}
      <p ref={doneMessage} className="form-saved" role="status">
        {done ? <FormattedMessage id={done} /> : null}
      </p>
    </div>
  )
}
