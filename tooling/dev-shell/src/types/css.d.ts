// Stylesheets are bundled by the apps' webpack (css-loader).
declare module '*.css';
