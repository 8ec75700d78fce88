import { gql, type TypedDocumentNode } from '@apollo/client';

export interface PagesProfileData {
  pageByPath: {
    id: string;
    path: string;
    title: string;
    summary: string;
    body: string[];
  } | null;
}

export const PAGES_PROFILE: TypedDocumentNode<PagesProfileData, { path: string }> = gql`
  query PagesProfile($path: String!) {
    pageByPath(path: $path) {
      id
      path
      title
      summary
      body
    }
  }
`;
