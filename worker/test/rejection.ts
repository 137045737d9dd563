import { expect } from "vitest"

/** The error `p` rejects with, asserted to be a `type` (a provider's typed error). */
export async function rejection<E>(p: Promise<unknown>, type: abstract new (...args: never[]) => E): Promise<E> {
  const err = await p.then(
    () => null,
    (e: unknown) => e
  )
  expect(err).toBeInstanceOf(type)
  return err as E
}
