import type { EditorFormat } from '../../../../commands/admin-content'

/** A link target the server keeps: http(s) or mailto (it removes any other, javascript: first). */
export function isLinkTarget(value: string): boolean {
  try {
    const url = new URL(value.trim())
    return ['http:', 'https:', 'mailto:'].includes(url.protocol)
  } catch {
    return false
  }
}

function inHeading(): boolean {
  const node = document.getSelection()?.anchorNode ?? null
  const element = node instanceof Element ? node : node?.parentElement
  return Boolean(element?.closest('h2'))
}

/**
 * Applies one toolbar format to the editor's selection with the browser's editing commands (they keep the undo
 * stack). A heading toggles back to a paragraph; a link needs its target (`false` when it has none).
 */
export function applyFormat(kind: EditorFormat, linkTarget: string): boolean {
  switch (kind) {
    case 'bold':
      return document.execCommand('bold')
    case 'italic':
      return document.execCommand('italic')
    case 'heading':
      return document.execCommand('formatBlock', false, inHeading() ? 'p' : 'h2')
    case 'bulletList':
      return document.execCommand('insertUnorderedList')
    case 'numberedList':
      return document.execCommand('insertOrderedList')
    case 'link':
      return isLinkTarget(linkTarget) && document.execCommand('createLink', false, linkTarget.trim())
  }
}
