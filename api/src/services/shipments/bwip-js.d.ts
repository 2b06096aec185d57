// bwip-js types its Node build only under the "node" export condition, which TypeScript's
// "Bundler" resolution does not select: the one function the label uses, declared here.
declare module 'bwip-js' {
  interface BarcodeOptions {
    bcid: string;
    text: string;
    scale?: number;
    height?: number;
    includetext?: boolean;
  }
  const bwipjs: { toBuffer(options: BarcodeOptions): Promise<Buffer> };
  export default bwipjs;
}
