import { parseArgs } from 'node:util'
import * as E from 'fp-ts/Either'
import { ALL_STAFF_PERMISSIONS, isStaffPermission, type StaffPermission } from '@kartis/core'
import { addStaff } from './staff-admin'
import type { StaffAccounts } from './staff-accounts'
import { newTotpSecret, totpOf } from './staff-login'

/** Issue 13 what `npm run staff -- …` was asked to do. */
export type StaffCommand =
  | {
      readonly kind: 'add'
      readonly email: string
      readonly name: string
      readonly permissions: readonly StaffPermission[]
      readonly businessIds: readonly number[]
      readonly totp: boolean
    }
  | { readonly kind: 'list' }
  | { readonly kind: 'disable'; readonly email: string }

export const STAFF_USAGE = [
  'npm run staff -- add --email <e-mail> --name <name> --permissions 266,268 --businesses 1,2 [--totp]',
  '    the password: KARTIS_STAFF_PASSWORD, or the first line of the standard input (10 characters at least)',
  `    permissions: ${ALL_STAFF_PERMISSIONS.join(', ')} (266 presentations report, 267 producer ticket, 268 producer reservations, 269 ticket-reference admin)`,
  'npm run staff -- list',
  'npm run staff -- disable --email <e-mail>',
].join('\n')

const numbersOf = (text: string | undefined): readonly number[] | null => {
  const parts = (text ?? '').split(',').map((part) => part.trim())
  const numbers = parts.map(Number)
  return parts.length > 0 && parts.every((part) => /^\d+$/.test(part)) ? numbers : null
}

/** Issue 13 reads the command line; a line saying what is wrong otherwise. */
export const parseStaffCommand = (args: readonly string[]): E.Either<string, StaffCommand> => {
  const parsed = (() => {
    try {
      return parseArgs({
        args: [...args],
        allowPositionals: true,
        options: {
          email: { type: 'string' },
          name: { type: 'string' },
          permissions: { type: 'string' },
          businesses: { type: 'string' },
          totp: { type: 'boolean', default: false },
        },
      })
    } catch (error) {
      return error instanceof Error ? error.message : String(error)
    }
  })()
  if (typeof parsed === 'string') return E.left(parsed)
  const { values, positionals } = parsed
  const [command] = positionals
  if (command === 'list') return E.right({ kind: 'list' })
  if (command === 'disable')
    return values.email === undefined ? E.left('disable needs --email') : E.right({ kind: 'disable', email: values.email })
  if (command !== 'add') return E.left(`unknown command '${command ?? ''}'`)
  const permissions = numbersOf(values.permissions)
  const businessIds = numbersOf(values.businesses)
  if (values.email === undefined || values.name === undefined) return E.left('add needs --email and --name')
  if (permissions === null || !permissions.every(isStaffPermission))
    return E.left(`--permissions: a list of ${ALL_STAFF_PERMISSIONS.join(', ')}`)
  if (businessIds === null) return E.left('--businesses: a list of business ids, e.g. 1,2')
  return E.right({
    kind: 'add',
    email: values.email,
    name: values.name,
    permissions: permissions.filter(isStaffPermission),
    businessIds,
    totp: values.totp,
  })
}

/** Issue 13 runs a command on the staff accounts; the lines to print, or the line saying why it failed. */
export const runStaffCommand = async (
  accounts: StaffAccounts,
  command: StaffCommand,
  password: () => Promise<string>,
): Promise<E.Either<string, readonly string[]>> => {
  if (command.kind === 'list') {
    const staff = await accounts.list()
    return E.right(
      staff.map(
        (user) =>
          `${user.staffId}\t${user.email}\t${user.name}\tpermissions ${user.permissions.join(',')}\tbusinesses ${user.businessIds.join(',')}` +
          `${user.hasTotp ? '\tTOTP' : ''}${user.disabled ? '\tdisabled' : ''}`,
      ),
    )
  }
  if (command.kind === 'disable')
    return (await accounts.disable(command.email))
      ? E.right([`${command.email} disabled; its sessions ended`])
      : E.left(`no enabled staff user ${command.email}`)
  const totpSecret = command.totp ? newTotpSecret() : null
  const added = await addStaff(accounts, { ...command, password: await password(), totpSecret })
  if (E.isLeft(added))
    return E.left(`not added: ${added.left.code} ${String(added.left.params?.['field'] ?? added.left.params?.['reason'] ?? '')}`.trim())
  return E.right([
    `added ${added.right.email} (id ${added.right.staffId})`,
    ...(totpSecret === null ? [] : [`TOTP: add this to an authenticator app: ${totpOf(totpSecret, added.right.email).toString()}`]),
  ])
}
