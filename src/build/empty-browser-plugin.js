// Stands in for Gatsby's internal Partytown gatsby-browser.js in the production JavaScript bundle
// (gatsby-node.ts): that file only acts in `gatsby develop`, but its requires pull gatsby-script
// and @builder.io/partytown into every page's app bundle. This site uses neither.
module.exports = {};
