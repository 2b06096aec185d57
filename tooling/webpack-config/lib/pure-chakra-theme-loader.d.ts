declare function pureChakraThemeLoader(source: string): string;
export = pureChakraThemeLoader;
