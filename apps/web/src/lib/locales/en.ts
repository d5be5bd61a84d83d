/** English: the reference resource. Every other language must have exactly these keys. */
export const en = {
  app: {
    loading: 'Loading…',
    logoAlt: 'Kadirio',
  },
  nav: {
    home: 'Home',
    about: 'About us',
    contact: 'Contact',
    login: 'Login',
    // The register link keeps its Swahili label in every language (spec §2).
    register: 'Jisajiri',
    myProfile: 'My profile',
    openNavigation: 'Open navigation',
    navigation: 'Navigation',
    accountMenu: 'Account menu',
    profile: 'profile',
    logout: 'Logout',
    // The switch that changes the language says "Language" in every language, so anyone can find it.
    language: 'Language',
    toggleTheme: 'Toggle theme',
  },
  languages: {
    en: 'English',
    sw: 'Kiswahili',
  },
  roles: {
    admin: 'Administrator',
    user: 'Client',
    boq: 'Quantity surveyor',
    pricetag: 'Price setter',
    typechecker: 'Drawing checker',
    unitchecker: 'Dimension checker',
    failedchecker: 'Improvements desk',
  },
  fields: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    password: 'Password',
    confirmPassword: 'Confirm password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    preferredLanguage: 'Preferred language',
    profilePic: 'Picture',
    accessLevel: 'Role',
  },
  validation: {
    required: '{{field}} is required',
    tooShort: '{{field}} must be at least {{min}} characters',
    tooLong: '{{field}} must be at most {{max}} characters',
    emailInvalid: 'Email is not a valid address',
    phoneInvalid: 'Phone must be 6 to 20 digits, optionally starting with +',
    passwordCommon: 'Password is too common; choose one that is harder to guess',
    passwordsDiffer: 'The passwords do not match',
    currentPasswordRequired: 'Enter your current password to set a new one',
    pictureType: 'Choose a PNG, JPEG or WebP image',
    pictureTooLarge: 'Choose an image of at most 150 KB',
    pictureInvalid: 'This picture cannot be used; choose another image',
    invalid: '{{field}} is not valid',
  },
  messages: {
    registered: 'User registered successfully',
    loggedIn: 'Login successful',
    updated: 'Profile updated successfully',
    deleted: 'User deleted successfully',
    loggedOut: 'Logged out',
    sessionExpired: 'Your session has ended. Please log in again.',
  },
  errors: {
    network: 'Network Error',
    aborted: 'Request aborted',
    timeout: 'timeout of {{ms}}ms exceeded',
    status: 'Request failed with status code {{status}}',
    unknown: 'Something went wrong',
    invalidCredentials: 'Email or password is incorrect',
    tryAgain: 'Try again',
  },
  errorScreen: {
    title: 'Unexpected Application Error!',
    intro: 'Something went wrong while showing this page.',
    reload: 'Reload the page',
    home: 'Go to the home page',
  },
  notFound: {
    title: 'Page not found',
    body: 'There is no page at this address. It may have moved, or the link may be mistyped.',
    home: 'Go to the home page',
  },
  landing: {
    title: 'From house plan to priced bill of quantities',
    sentence1:
      'Send the plan of the house you want to build, and Kadirio checks the drawings and works out every quantity, trade by trade, from the foundation to the finishes.',
    sentence2:
      'You get a priced bill of quantities in Tanzanian shillings and a shopping list of the materials to buy.',
    getStarted: 'Get started',
    haveAccount: 'I already have an account',
  },
  about: {
    title: 'About Kadirio',
    body1:
      'Kadirio means "estimate" in Swahili. It helps people who want to build a house in East Africa know what it will cost before the first bag of cement is bought.',
    body2:
      'Your plan is checked by people who read drawings every day: first that every drawing is there, then that the dimensions agree. Quantity surveyors then measure each trade and price it with current rates.',
    body3:
      'Kadirio works in English and Kiswahili, counts in the units builders buy in, and keeps prices in Tanzanian shillings.',
  },
  contact: {
    title: 'Contact',
    body1: 'Questions about a plan, a bill of quantities or supplying materials are welcome.',
    body2:
      'If you have an account, log in: your plans and their status are in your dashboard. A contact form for everyone is coming in a later update.',
  },
  auth: {
    login: {
      title: 'Log in',
      intro: 'Welcome back. Log in to follow your plans and bills of quantities.',
      submit: 'Log in',
      noAccount: 'New to Kadirio?',
      createAccount: 'Create an account',
    },
    register: {
      title: 'Create your account',
      intro: 'Register to send house plans and receive priced bills of quantities.',
      submit: 'Register',
      haveAccount: 'Already registered?',
      logInInstead: 'Log in instead',
      phoneHint: 'For example 0712 345 678 or +255 712 345 678',
      passwordHint: 'At least {{min}} characters',
    },
  },
  header: {
    welcome: 'Welcome, {{name}}',
    signedInAt: 'Signed in {{time}}',
  },
  profile: {
    title: 'My profile',
    details: 'Details',
    picture: 'Picture',
    choosePicture: 'Choose picture',
    removePicture: 'Remove picture',
    pictureHint: 'PNG, JPEG or WebP, at most 150 KB.',
    changePassword: 'Change password',
    changePasswordHint: 'Leave these empty to keep your current password.',
    save: 'Save',
    account: 'Account',
    role: 'Role',
    memberSince: 'Member since',
    lastLogin: 'Last login',
    never: 'Never',
  },
  users: {
    title: 'Admin dashboard',
    subtitle: 'Users and roles',
    openBoq: 'Open BOQ workspace',
    search: 'Search users',
    searchPlaceholder: 'Name or email',
    filterByRole: 'Filter by role',
    allRoles: 'All roles',
    loading: 'Loading users…',
    loadError: 'The users could not be loaded.',
    emptyTitle: 'No users found',
    emptyFiltered: 'No account matches this search or role. Try another name, email or role.',
    emptyAll: 'Nobody has registered yet.',
    columns: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      role: 'Role',
      lastLogin: 'Last login',
      actions: 'Actions',
    },
    never: 'Never',
    roleOf: 'Role of {{name}}',
    deleteUser: 'Delete {{name}}',
    thisIsYou: 'This is your own account; change it from your profile.',
    changeRoleTitle: 'Change role?',
    changeRoleBody: "Change {{name}}'s role from {{from}} to {{to}}?",
    changeRoleConfirm: 'Change role',
    roleChanged: '{{name}} is now: {{role}}',
    deleteTitle: 'Delete this user?',
    deleteBody: 'The account of {{name}} ({{email}}) will be deleted. This cannot be undone.',
    deleteConfirm: 'Delete',
    cancel: 'Cancel',
    rowsPerPage: 'Rows per page',
    displayedRows: '{{from}}–{{to}} of {{count}}',
    pagination: {
      first: 'Go to first page',
      last: 'Go to last page',
      next: 'Go to next page',
      previous: 'Go to previous page',
    },
  },
  boq: {
    title: 'Bill of quantities',
    notYet:
      'The BOQ workspace (trade sheets, take-off calculators and the priced summary) arrives with the BOQ feature. Nothing is measured or priced here yet.',
    backToDashboard: 'Back to the dashboard',
    userTitle: 'My bill of quantities',
    userNotYet:
      'Your priced bill of quantities and shopping list will appear here once one of your plans has been checked and measured. This view arrives with the BOQ feature.',
    backToPlans: 'Back to my plans',
  },
  dashboard: {
    title: 'My house plans',
    emptyTitle: 'No plans yet',
    emptyBody:
      'Sending a house plan arrives with the plans feature. Your plans and what is happening to each will be listed here.',
    openBoq: 'View my BOQ',
  },
  checks: {
    emptyTitle: 'No plans waiting',
    emptyBody:
      'Plans that need your check will appear here, oldest first. The queue arrives with the plans feature.',
    typechecker: {
      title: 'Drawing checks',
      description: 'Check that each new plan has every drawing needed.',
    },
    unitchecker: {
      title: 'Dimension checks',
      description: 'Check that the dimensions on the drawings are complete and agree with each other.',
    },
    failedchecker: {
      title: 'Improvements desk',
      description:
        'Handle plans a checker flagged: contact the client, accept the plan for the BOQ or reject it with a reason.',
    },
  },
};

/** The shape every language must fill: the same keys, any text. */
export type TranslationResource = {
  [K in keyof typeof en]: (typeof en)[K] extends string ? string : DeepStrings<(typeof en)[K]>;
};
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
