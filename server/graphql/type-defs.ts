/** The site's GraphQL API. The full content model grows here; resolvers only call sources. */
export const typeDefs = /* GraphQL */ `
  type MenuItem {
    url: String!
    text: String!
    menu: [MenuItem!]
  }

  type SiteSettings {
    id: ID!
    siteName: String!
    description: String!
    headerMenu: [MenuItem!]!
  }

  type Page {
    id: ID!
    path: String!
    title: String!
    summary: String!
    body: [String!]!
  }

  type Query {
    siteSettings: SiteSettings!
    pageByPath(path: String!): Page
  }
`;
