/** Client fallback messages (the legacy shop's words), used when the server gives none. */
export const messages = {
  fetchDepartments: 'Failed to fetch user departments',
  fetchCategories: 'Failed to fetch user categories',
  loadUser: 'Failed to load user',
  unexpected: 'Unexpected error',
  /** The Collections grid's fallback. */
  somethingWentWrong: 'Something went wrong',
  loggedOut: 'Logged out successfully',
  fetchProductDetails: 'Failed to fetch product details',
  fetchReviews: 'Failed to fetch reviews',
  stockAlert: 'We could not save your alert. Please try again.',
  // Accounts and content.
  registrationFailed: 'Registration failed',
  login: 'Login failed',
  forgotPassword: 'Forgot password failed',
  passwordChange: 'Password change failed',
  fetchProfile: 'Failed to fetch profile',
  fetchBrands: 'Failed to fetch brands',
  registering: 'Registering user...',
  registered: 'User registered successfully!',
  // My Account.
  profileUpdate: 'Profile update failed',
  profileUpdated: 'Your details have been saved',
  fetchAddresses: 'Failed to fetch addresses',
  saveAddress: 'Failed to save address',
  deleteAddress: 'Failed to delete address',
  fetchOrders: 'Failed to fetch orders',
  fetchOrder: 'Failed to fetch order',
  downloadData: 'Failed to download your data',
  deleteAccount: 'Failed to delete your account',
  // Checkout.
  fetchCheckoutOptions: 'Failed to fetch delivery options',
  placeOrder: 'Failed to place your order',
} as const;

/**
 * The back office's fallbacks: 'Failed to fetch brand', 'Failed to add shade', 'Failed to
 * delete admin weight'; each data set names its nouns (resources.tsx).
 */
export const adminFailed = (verb: 'fetch' | 'add' | 'update' | 'delete', noun: string) => `Failed to ${verb} ${noun}`;

/** The back office guard's words for a signed-in customer. */
export const noBackOfficeAccess = 'You do not have access to the back office';
