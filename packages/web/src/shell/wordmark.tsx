/** The Kartis wordmark: 'כרטיס' on a ticket stub, drawn inline (no image request), in the text colour. */
export const Wordmark = () => (
  <svg className="wordmark" viewBox="0 0 132 44" width="132" height="44" aria-hidden="true" focusable="false">
    <path
      d="M8 4h116a4 4 0 0 1 4 4v8a6 6 0 0 0 0 12v8a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4v-8a6 6 0 0 0 0-12V8a4 4 0 0 1 4-4z"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    />
    <path d="M100 9v26" stroke="currentColor" strokeWidth="2" strokeDasharray="3 3" />
    <text
      x="56"
      y="30"
      textAnchor="middle"
      direction="rtl"
      fill="currentColor"
      fontFamily="Heebo, system-ui, sans-serif"
      fontSize="23"
      fontWeight="800"
    >
      כרטיס
    </text>
  </svg>
)
