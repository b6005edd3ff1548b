import { css } from '../../../theme'

const chip = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin-right: 4px;
  font-size: 12px;
  span[aria-hidden] { width: 8px; height: 8px; border-radius: 50%; display: inline-block; }
`

/** A result's custom labels: a colour dot (decorative) and the name. */
export function LabelChips(props: { labels: readonly { id: number; name: string; color: string }[] }) {
  return (
    <>
      {props.labels.map((label) => (
        <span key={label.id} className={chip}>
          <span aria-hidden="true" style={{ background: label.color }} />
          {label.name}
        </span>
      ))}
    </>
  )
}
