import { useQueryClient } from '@tanstack/react-query'
import { userEditPath } from '../../../../commands/admin-users'
import { adminUserKeys, createAdminUser } from '../../../api/admin-users'
import { useT } from '../../i18n'
import { useCommandContext } from '../../ui/command-shell'
import { notifySuccess } from '../../ui/notify'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { UserForm } from './user-form'
import { emptyUser } from './user-form-values'

/** admin/users/create: a new user with an account of their own, e-mail confirmed; then their edit page. */
export default function UserCreatePage() {
  const t = useT()
  const queryClient = useQueryClient()
  const { navigate } = useCommandContext()
  return (
    <Panel aria-labelledby="user-create-title" className={pageStyles.page}>
      <h2 id="user-create-title">{t('routes.admin_userCreate')}</h2>
      <UserForm
        mode="create"
        initial={emptyUser}
        onSave={async (body) => {
          const user = await createAdminUser(body)
          queryClient.setQueryData(adminUserKeys.one(user.id), user)
          await queryClient.invalidateQueries({ queryKey: adminUserKeys.all, refetchType: 'none' })
          notifySuccess(t('adminUsers.done.created', { email: user.email }))
          navigate(userEditPath(user.id))
        }}
      />
    </Panel>
  )
}
