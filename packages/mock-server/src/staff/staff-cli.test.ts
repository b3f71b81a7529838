import { afterEach, describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { ManualClock } from '@kartis/core'
import { DEMO_STAFF, seedDemoStaff } from '../demo/demo-staff'
import { passwordMatches } from '../customers/passwords'
import { emptyStorage } from '../test-support/demo-app'
import { parseStaffCommand, runStaffCommand } from './staff-cli'

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

const accounts = async () => {
  const { database, storage } = await emptyStorage(new ManualClock(Date.UTC(2025, 6, 1)))
  closers.push(() => database.close())
  return storage.staff
}

describe('npm run staff (issue 13)', () => {
  it('reads add, list and disable, and refuses what is not a command', () => {
    expect(parseStaffCommand(['add', '--email', 'a@b.co', '--name', 'A', '--permissions', '266,268', '--businesses', '1,2'])).toEqual(
      E.right({ kind: 'add', email: 'a@b.co', name: 'A', permissions: [266, 268], businessIds: [1, 2], totp: false }),
    )
    expect(parseStaffCommand(['list'])).toEqual(E.right({ kind: 'list' }))
    expect(parseStaffCommand(['disable', '--email', 'a@b.co'])).toEqual(E.right({ kind: 'disable', email: 'a@b.co' }))
    expect(E.isLeft(parseStaffCommand(['add', '--email', 'a@b.co', '--name', 'A', '--permissions', '999', '--businesses', '1']))).toBe(true)
    expect(E.isLeft(parseStaffCommand(['add', '--email', 'a@b.co', '--name', 'A', '--permissions', '266', '--businesses', 'x']))).toBe(true)
    expect(E.isLeft(parseStaffCommand(['drop']))).toBe(true)
    expect(E.isLeft(parseStaffCommand(['list', '--bogus']))).toBe(true)
  })

  it('adds a user with an argon2id hash (never the password), lists it, refuses a second of the e-mail, disables it', async () => {
    const staff = await accounts()
    const add = parseStaffCommand([
      'add',
      '--email',
      'Dana@Example.org',
      '--name',
      'דנה',
      '--permissions',
      '268',
      '--businesses',
      '2',
      '--totp',
    ])
    if (E.isLeft(add) || add.right.kind !== 'add') throw new Error('an add command')
    const added = await runStaffCommand(staff, add.right, () => Promise.resolve('a long enough password'))
    expect(added).toEqual(E.right([expect.stringMatching(/^added Dana@Example.org/), expect.stringMatching(/^TOTP: .*otpauth:\/\/totp\//)]))
    const credentials = await staff.credentialsOf('dana@example.org')
    expect(credentials?.passwordHash).toMatch(/^\$argon2id\$/)
    expect(await passwordMatches(credentials?.passwordHash ?? null, 'a long enough password')).toBe(true)
    expect(E.isLeft(await runStaffCommand(staff, add.right, () => Promise.resolve('a long enough password')))).toBe(true)
    expect(E.isLeft(await runStaffCommand(staff, { ...add.right, email: 'x@example.org' }, () => Promise.resolve('short')))).toBe(true)
    expect(await runStaffCommand(staff, { kind: 'list' }, () => Promise.resolve(''))).toEqual(
      E.right([expect.stringMatching(/Dana@Example.org\tדנה\tpermissions 268\tbusinesses 2\tTOTP$/)]),
    )
    expect(E.isRight(await runStaffCommand(staff, { kind: 'disable', email: 'DANA@example.org' }, () => Promise.resolve('')))).toBe(true)
    expect(await staff.credentialsOf('dana@example.org')).toBeNull()
    expect(E.isLeft(await runStaffCommand(staff, { kind: 'disable', email: 'dana@example.org' }, () => Promise.resolve('')))).toBe(true)
  })

  it('seeds the demo staff once', async () => {
    const staff = await accounts()
    expect(await seedDemoStaff(staff)).toBe(DEMO_STAFF.length)
    expect(await seedDemoStaff(staff)).toBe(0)
    expect((await staff.list()).map((user) => [user.email, user.permissions.length, user.businessIds])).toEqual([
      ['producer@kartis.example', 5, [1, 2, 3, 4, 5]],
      ['reports@kartis.example', 1, [1, 2, 3, 4, 5]],
      ['theatre@kartis.example', 5, [2]],
      ['totp@kartis.example', 5, [1, 2, 3, 4, 5]],
      ['venues@kartis.example', 1, [1, 4]],
    ])
  })
})
