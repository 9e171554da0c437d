// Stands in for Gatsby's .cache/head/head-export-handler-for-browser.js in the production
// JavaScript bundle (gatsby-node.ts). That module runs the Gatsby Head API (`export function Head`
// in a page) in the browser; this site renders its head with react-helmet on the server and
// updates it with src/components/Seo/client.tsx, and no page exports Head (createPages fails the
// build if one does), so its handler code never has work to do.
export function headHandlerForBrowser() {}
