/** The dev shell's few own strings (the rest come from @portal/shared's common namespace). */
export const devShellStrings = {
  en: {
    badge: 'Standalone',
    title: 'Log in to work on {{remote}}',
    subtitle: 'This is the remote running on its own, against the API proxied at /api.',
    email: 'Email',
    password: 'Password',
    submit: 'Login',
    home: 'Nothing to show at this address in the standalone page.',
    notAuthorized: 'Your role may not open this page.',
    logout: 'Log out',
  },
  ar: {
    badge: 'مستقل',
    title: 'سجّل الدخول للعمل على {{remote}}',
    subtitle: 'هذا هو التطبيق البعيد يعمل وحده مع الواجهة البرمجية عبر ‎/api.',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    home: 'لا يوجد ما يُعرض في هذا العنوان في الصفحة المستقلة.',
    notAuthorized: 'لا يسمح دورك بفتح هذه الصفحة.',
    logout: 'تسجيل الخروج',
  },
};
