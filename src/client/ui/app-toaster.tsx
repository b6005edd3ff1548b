import toast, { ToastBar, Toaster } from 'react-hot-toast'
import { useT } from '../i18n'
import { styled, theme } from '../theme'

const Close = styled('button')`
  border: 0;
  background: transparent;
  color: ${theme.color.text};
  font-size: 18px;
  line-height: 1;
  padding: 4px 6px;
  border-radius: 4px;
  cursor: pointer;
`

/** Top-right, 5000 ms; a toast closes on click anywhere on it or on its close button. */
export function AppToaster() {
  const t = useT()
  return (
    <Toaster position="top-right" toastOptions={{ duration: 5000 }}>
      {(item) => (
        <ToastBar toast={item}>
          {({ icon, message }) => (
            <div style={{ display: 'flex', alignItems: 'center', cursor: 'pointer' }} onClick={() => toast.dismiss(item.id)}>
              {icon}
              {message}
              {item.type !== 'loading' ? (
                <Close type="button" aria-label={t('app.common.dismiss')} onClick={() => toast.dismiss(item.id)}>
                  <span aria-hidden="true">×</span>
                </Close>
              ) : null}
            </div>
          )}
        </ToastBar>
      )}
    </Toaster>
  )
}
