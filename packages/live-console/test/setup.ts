import { configure } from '@testing-library/react'

// Screens are lazy routes: vitest compiles each chunk on its first import, which took well over
// testing-library's 1 s default on a 2-core machine running the browser journeys and the server's
// tests beside it (the login form's "סיסמה" was not found in time). A ceiling against a hang, not a
// speed assertion.
configure({ asyncUtilTimeout: 10_000 })
