export { PolicyArticle } from "./policy-article.tsx";
