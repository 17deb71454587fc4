/** Client fallback messages of spec section 8, used when the server gives none. */
export const messages = {
  fetchDepartments: 'Failed to fetch user departments',
  fetchCategories: 'Failed to fetch user categories',
  loadUser: 'Failed to load user',
  unexpected: 'Unexpected error',
  loggedOut: 'Logged out successfully',
  fetchProductDetails: 'Failed to fetch product details',
} as const;
