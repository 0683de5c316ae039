import { createContext, useContext } from "react";

/** The CSP nonce of this response. On the client browsers hide nonces, so it reads "". */
const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
