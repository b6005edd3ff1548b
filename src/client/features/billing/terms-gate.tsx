import { useQuery } from '@tanstack/react-query'
import { useId, useMemo } from 'react'
import { termsSlot, type TermsSlot } from '../../../../commands/billing'
import { acceptTerms, termsQuery } from '../../../api/billing'
import { useT } from '../../i18n'
import { useSession } from '../../session/use-session'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot } from '../../ui/command-shell'
import { LoadingState } from '../../ui/loading-state'
import { ModalFrame } from '../../ui/palette/modal-frame'
import { pageStyles } from '../../ui/page-styles'
import { css } from '../../theme'

const body = css`
  padding: 20px;
  display: flex;
  flex-direction: column;
  gap: 12px;
  overflow: hidden;
  h2 { font-size: 18px; margin: 0; }
`
const text = css`
  white-space: pre-wrap;
  overflow: auto;
  max-height: 45vh;
  margin: 0;
  padding: 12px;
  border: 1px solid #D0D5DD;
  border-radius: 8px;
  font: inherit;
  line-height: 1.5;
`

/**
 * Mounted on every signed-in page: while the user has not accepted the current terms, a dialog that cannot be
 * dismissed shows them over the console, with "Accept the terms" (and "Log out") as its commands. Accepting updates
 * the session's user, and the dialog goes.
 */
export default function TermsGate() {
  const { user } = useSession()
  return user?.terms_required ? <TermsDialog /> : null
}

function TermsDialog() {
  const t = useT()
  const { send } = useSession()
  const titleId = useId()
  const terms = useQuery(termsQuery())
  const version = terms.data?.version ?? null
  const slot = useMemo<TermsSlot>(
    () => ({
      version,
      accept: async () => {
        if (version == null) return
        const answer = await acceptTerms(version)
        send({ type: 'USER_UPDATED', user: answer.user })
      },
    }),
    [version, send],
  )
  useProvideSlot(termsSlot, slot)

  return (
    // Nothing else of the console is usable before the terms are accepted: Escape and the backdrop do nothing.
    <ModalFrame open onClose={() => {}} labelledBy={titleId}>
      <div className={body}>
        <h2 id={titleId}>{t('billing.terms.title')}</h2>
        {terms.data ? (
          <>
            <p className={pageStyles.muted}>{t('billing.terms.intro', { version: terms.data.version })}</p>
            <pre className={text} tabIndex={0} role="region" aria-label={t('billing.terms.text', { version: terms.data.version })}>
              {terms.data.text}
            </pre>
            <div className={pageStyles.row}>
              <CommandButton id="terms.accept" variant="primary" />
              <CommandButton id="session.logout" variant="ghost" />
            </div>
          </>
        ) : (
          <LoadingState />
        )}
      </div>
    </ModalFrame>
  )
}
