import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { editorFormats, richTextSlot, type EditorFormat, type RichTextSlot } from '../../../../commands/admin-content'
import type { Message } from '../../../shared/message-format'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot, useRunCommand } from '../../ui/command-shell'
import { FieldMessages } from '../../ui/field-messages'
import { fieldControl, fieldLabel, fieldWrap } from '../../ui/field-styles'
import { pageStyles } from '../../ui/page-styles'
import { TextField } from '../../ui/text-field'
import { css } from '../../theme'
import { applyFormat } from './rich-text-format'
import { throttle, type Throttled } from './throttle'

/** The editor reports its HTML at most this often while the admin types; a save flushes the last change first. */
export const EDITOR_CHANGE_MS = 300

const surface = css`
  min-height: 220px;
  line-height: 1.5;
  & h2 { font-size: 1.25rem; margin: 0.5em 0; }
  & p { margin: 0 0 0.75em; }
`

export type EditorHandle = { flush(): void }

/**
 * A rich-text field: a contenteditable surface and a toolbar of commands (bold, italic, heading, lists, link), each
 * with its shortcut. `value` is read when the editor mounts (give it a `key` per document); changes reach
 * `onChange` throttled to one per EDITOR_CHANGE_MS.
 */
export function RichTextEditor(props: { label: string; value: string; onChange(html: string): void; errors?: readonly Message[]; handle?: { current: EditorHandle | null } }) {
  const t = useT()
  const id = useId()
  const surfaceRef = useRef<HTMLDivElement | null>(null)
  const saved = useRef<Range | null>(null)
  const [link, setLink] = useState('')
  const linkRef = useRef(link)
  linkRef.current = link
  const onChange = useRef(props.onChange)
  onChange.current = props.onChange
  const report = useMemo<Throttled<[]>>(() => throttle(() => onChange.current(surfaceRef.current?.innerHTML ?? ''), EDITOR_CHANGE_MS), [])
  const initial = useRef(props.value)
  const run = useRunCommand()

  useEffect(() => {
    if (surfaceRef.current) surfaceRef.current.innerHTML = initial.current
    // New lines start paragraphs (<p>), not the browser's default <div>, which the server does not keep.
    document.execCommand('defaultParagraphSeparator', false, 'p')
    return () => report.flush()
  }, [report])
  useEffect(() => {
    if (props.handle) props.handle.current = { flush: () => report.flush() }
  }, [props.handle, report])

  const remember = () => {
    const selection = document.getSelection()
    if (selection?.rangeCount && surfaceRef.current?.contains(selection.anchorNode)) saved.current = selection.getRangeAt(0).cloneRange()
  }

  const slot = useMemo<RichTextSlot>(
    () => ({
      format: (kind: EditorFormat) => {
        const editor = surfaceRef.current
        if (!editor) return
        editor.focus()
        const selection = document.getSelection()
        if (saved.current && selection) {
          selection.removeAllRanges()
          selection.addRange(saved.current)
        }
        if (!applyFormat(kind, linkRef.current) && kind === 'link') {
          document.getElementById(`${id}-link`)?.focus()
          return
        }
        if (kind === 'link') setLink('')
        remember()
        report()
      },
    }),
    [id, report],
  )
  useProvideSlot(richTextSlot, slot)

  const onLinkKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    // The link field sits inside the page's form: Enter applies the link, it does not save the page.
    event.preventDefault()
    event.stopPropagation()
    void run('content.editor.link', undefined, 'keyboard')
  }

  const invalid = Boolean(props.errors?.length)
  return (
    <div className={fieldWrap}>
      <span id={`${id}-label`} className={fieldLabel}>
        {props.label}
      </span>
      <div role="toolbar" aria-label={t('content.editor.toolbar')} className={pageStyles.row}>
        {editorFormats.map((kind) => (
          <CommandButton key={kind} id={`content.editor.${kind}`} variant="ghost" />
        ))}
      </div>
      <TextField id={`${id}-link`} label={t('content.editor.linkTarget')} hint={t('content.editor.linkHint')} type="url" value={link} onValueChange={setLink} onKeyDown={onLinkKey} />
      <div
        ref={surfaceRef}
        id={id}
        className={`${fieldControl} ${surface}`}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-errors` : undefined}
        tabIndex={0}
        onInput={() => report()}
        onKeyUp={remember}
        onMouseUp={remember}
        onBlur={() => {
          remember()
          report.flush()
        }}
      />
      <FieldMessages id={`${id}-errors`} messages={props.errors} />
    </div>
  )
}
