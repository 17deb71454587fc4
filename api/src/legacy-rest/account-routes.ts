import type { Request } from 'express';
import { idParam } from './legacy-input';
import type { LegacyRoute } from './route';

const USER =
  'UserID: id id Name: name name Email: email email Role: role role ContactNo1: contactNo1 ContactNo2: contactNo2 City: city Address: address UserImage: image IsActive: isActive CreatedAt: createdAt';

const ROLE_OUT: Record<string, string> = { USER: 'user', ADMIN: 'admin', SUPER_ADMIN: 'super-admin' };
const ROLE_IN: Record<string, string> = { user: 'USER', admin: 'ADMIN', 'super-admin': 'SUPER_ADMIN', super_admin: 'SUPER_ADMIN' };

/** GraphQL enum values (SUPER_ADMIN) back to the role values legacy clients compare ('super-admin'). */
function legacyUser<T extends Record<string, unknown> | null>(user: T): T {
  if (!user) return user;
  return { ...user, Role: ROLE_OUT[user.Role as string] ?? user.Role, role: ROLE_OUT[user.role as string] ?? user.role };
}

function text(req: Request, ...names: string[]): string | null {
  for (const name of names) {
    const value = req.body?.[name];
    if (value !== undefined && value !== null) return String(value);
  }
  return null;
}

function roleOf(req: Request): string {
  const role = text(req, 'Role', 'role');
  const mapped = role ? ROLE_IN[role.trim().toLowerCase()] : undefined;
  if (!mapped) throw new Error('Role must be user, admin or super-admin');
  return mapped;
}

const hasRole = (req: Request) => req.body?.Role !== undefined || req.body?.role !== undefined;

export const accountRoutes: LegacyRoute[] = [
  {
    method: 'POST',
    path: '/register',
    access: 'public',
    summary: 'Register a customer account (Image is a data URL)',
    document: `mutation LegacyRegister($input: RegisterInput!) { register(input: $input) { message user { ${USER} } } }`,
    variables: (req) => ({
      input: {
        name: text(req, 'Name', 'name'),
        email: text(req, 'Email', 'email'),
        password: text(req, 'Password', 'password'),
        confirmPassword: text(req, 'ConfirmPassword', 'confirmPassword', 'Password', 'password'),
        contactNo1: text(req, 'ContactNo1', 'contactNo1'),
        contactNo2: text(req, 'ContactNo2', 'contactNo2'),
        city: text(req, 'City', 'city'),
        address: text(req, 'Address', 'address'),
        image: text(req, 'Image', 'image')
          ? { dataUrl: text(req, 'Image', 'image'), fileName: text(req, 'FileName', 'fileName') ?? 'profile' }
          : null,
      },
    }),
    pick: (d) => legacyUser(d.register.user),
    message: 'User registered successfully!',
    body: ['Name', 'Email', 'Password', 'ContactNo1', 'ContactNo2', 'City', 'Address', 'FileName', 'Image'],
    fallback: 'Registration failed',
  },
  {
    method: 'POST',
    path: '/login',
    access: 'public',
    summary:
      'Log in: Name is the e-mail; answers the bearer token (403 for a staff account with two-factor sign-in on: it signs in on the website)',
    key: 'token',
    document: `mutation LegacyLogin($name: String!, $password: String!) { login(name: $name, password: $password, secondStep: false) { token user { ${USER} } } }`,
    variables: (req) => ({ name: text(req, 'Name', 'name', 'Email', 'email') ?? '', password: text(req, 'Password', 'password') ?? '' }),
    pick: (d) => d.login.token,
    extra: (d) => ({ user: legacyUser(d.login.user) }),
    message: 'Logged in successfully',
    body: ['Name', 'Password'],
    fallback: 'Login failed',
  },
  {
    // Beyond the legacy table (its clients only drop the token): ends the bearer token on the server too.
    method: 'POST',
    path: '/logout',
    access: 'public',
    summary: 'Log out: ends the bearer token (and every other token of the account); result false without a valid token',
    document: 'mutation LegacyLogout { logout }',
    pick: (d) => d.logout,
    message: 'Logged out successfully',
    fallback: 'Logout failed',
    status: 200,
  },
  {
    method: 'POST',
    path: '/password/forgot',
    access: 'public',
    summary: 'Mail a password reset link (body: Email)',
    document: 'mutation LegacyForgotPassword($email: String!) { forgotPassword(email: $email) { message } }',
    variables: (req) => ({ email: text(req, 'Email', 'email', 'Name', 'name') ?? '' }),
    pick: (d) => d.forgotPassword.message,
    body: ['Email'],
    fallback: 'Forgot password failed',
    status: 200,
  },
  {
    method: 'GET',
    path: '/profile',
    access: 'user',
    summary: 'The logged-in user',
    document: `query LegacyProfile { me { ${USER} } }`,
    pick: (d) => legacyUser(d.me),
    fallback: 'Failed to fetch profile',
  },
  {
    method: 'PUT',
    path: '/password',
    access: 'user',
    summary: 'Change the password (CurrentPassword, NewPassword, ConfirmPassword)',
    document:
      'mutation LegacyChangePassword($current: String!, $next: String!, $confirm: String!) { changePassword(currentPassword: $current, newPassword: $next, confirmPassword: $confirm) { message token } }',
    variables: (req) => {
      const next = text(req, 'NewPassword', 'newPassword', 'Password', 'password') ?? '';
      return {
        current: text(req, 'CurrentPassword', 'currentPassword', 'OldPassword', 'oldPassword') ?? '',
        next,
        confirm: text(req, 'ConfirmPassword', 'confirmPassword') ?? next,
      };
    },
    // The change ends every earlier token; `token` is the new one for this session.
    pick: (d) => d.changePassword.message,
    extra: (d) => ({ token: d.changePassword.token }),
    body: ['CurrentPassword', 'NewPassword', 'ConfirmPassword'],
    fallback: 'Password change failed',
  },
  {
    method: 'GET',
    path: '/admin/get/user',
    access: 'staff',
    summary: 'All accounts of the branch',
    document: `query LegacyUsers($options: UserListOptions) { users(options: $options) { items { ${USER} } } }`,
    variables: (req) => ({
      options: {
        take: 100,
        skip: 0,
        ...(typeof req.query.search === 'string' && req.query.search.trim() ? { search: req.query.search } : {}),
      },
    }),
    pick: (d) => d.users.items.map(legacyUser),
    allPages: true,
    query: ['BranchCode', 'search'],
    fallback: 'Failed to fetch admin users',
  },
  {
    // The legacy table uses PUT /types/{id} for item types AND for admin users: a body with Role is a user's
    // role change; any other body updates the item type (the generic row of the same path).
    method: 'PUT',
    path: '/types/:id',
    access: 'super-admin',
    summary: "Change a user's role (body: Role = user, admin or super-admin)",
    when: hasRole,
    document: `mutation LegacyUpdateUserRole($id: Int!, $role: Role!) { updateUserRole(id: $id, role: $role) { ${USER} } }`,
    variables: (req) => ({ id: idParam(req), role: roleOf(req) }),
    pick: (d) => legacyUser(d.updateUserRole),
    message: 'User updated successfully',
    body: ['Role'],
    fallback: 'Failed to update admin user',
  },
  {
    method: 'DELETE',
    path: '/types/:id',
    access: 'staff',
    summary: 'Delete a user account',
    document: `mutation LegacyDeleteUser($id: Int!) { deleteUser(id: $id) { ${USER} } }`,
    variables: (req) => ({ id: idParam(req) }),
    pick: (d) => legacyUser(d.deleteUser),
    message: 'User deleted successfully',
    fallback: 'Failed to delete admin user',
  },
];
