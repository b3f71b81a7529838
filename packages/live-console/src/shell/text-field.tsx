import type { InputHTMLAttributes } from 'react'

/** A labelled input: the label above it, the input's own attributes as given. */
export const TextField = ({ label, ...input }: { readonly label: string } & InputHTMLAttributes<HTMLInputElement>) => (
  <label className="field">
    <span>{label}</span>
    <input {...input} />
  </label>
)
