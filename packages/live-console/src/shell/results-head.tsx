/** The head row of a results table: its columns, then the column of each row's button (named for screen readers only). */
export const ResultsHead = ({ columns, action }: { readonly columns: readonly string[]; readonly action: string }) => (
  <thead>
    <tr>
      {columns.map((name) => (
        <th key={name} scope="col">
          {name}
        </th>
      ))}
      <th scope="col">
        <span className="visually-hidden">{action}</span>
      </th>
    </tr>
  </thead>
)
