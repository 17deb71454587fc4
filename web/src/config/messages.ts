/** Client fallback messages of spec section 8, used when the server gives none. */
export const messages = {
  fetchDepartments: 'Failed to fetch user departments',
  fetchCategories: 'Failed to fetch user categories',
  loadUser: 'Failed to load user',
  unexpected: 'Unexpected error',
  /** The Collections grid's fallback (spec). */
  somethingWentWrong: 'Something went wrong',
  loggedOut: 'Logged out successfully',
  fetchProductDetails: 'Failed to fetch product details',
  // Accounts and content (storefront slice "accounts").
  registrationFailed: 'Registration failed',
  login: 'Login failed',
  forgotPassword: 'Forgot password failed',
  passwordChange: 'Password change failed',
  fetchProfile: 'Failed to fetch profile',
  fetchBrands: 'Failed to fetch brands',
  registering: 'Registering user...',
  registered: 'User registered successfully!',
} as const;
